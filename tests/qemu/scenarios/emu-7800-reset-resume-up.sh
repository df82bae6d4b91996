# shellcheck shell=bash disable=SC2034
desc="lan95xx-emu LAN7800 (lan78xx), board's address in its node, the interface up: with control auto and autosuspend_delay_ms 0 the device stays active (lan78xx_open() holds an autopm reference until lan78xx_stop(): an open interface never runtime-suspends, so the phylink_suspend()/phylink_resume() of an open interface in suspend and reset_resume are reached through system sleep only); then the interface down, a runtime suspend (usb-redir suppress-remote-wake=off, power/persist 1), the device loses power (the emulator's SIGUSR2), and user space brings the interface up: the resume runs in lan78xx_open(), under RTNL, and becomes a reset-resume, which must return without taking RTNL for a down interface (a lock around 00-net-fixes patch 5's EVENT_DEV_OPEN test waits for the task's own RTNL) and leave phylink to lan78xx_open(): one reset, the same interface, carrier, the board's address in RX_ADDRH/RX_ADDRL and MAF 0, pings"
overlay=emu-7800-dt.dtso
timeout=120
EMU_DEVICE=lan7800
EMU_ARGS=(--eeprom none --otp none)
EMU_EXPECT=02:11:22:33:78:00
EMU_NODE=/pcie@10000000/usb@2,0/ethernet@5
EMU_REDIR_OPTS=suppress-remote-wake=off
. "$top/tests/emu/scenario-lib.sh"

# the guest says when the device is suspended: it loses power then
emu_power_loss_on_suspend 90

emu_host_extra() {
	local log=$SCEN_DIR/emu$BOOT.jsonl
	emu_host_power_lost
	host_is "$("$emu_dir/emulog" "$log" macs RX_ADDRH/RX_ADDRL | tr '\n' ' ')" "$EMU_EXPECT $EMU_EXPECT " \
		"RX_ADDRH/RX_ADDRL: the board's at probe and again after the reset-resume"
}
