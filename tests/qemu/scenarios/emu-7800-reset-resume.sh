# shellcheck shell=bash disable=SC2034
desc="lan95xx-emu LAN7800 (lan78xx), board's address in its node: user space sets another, the interface down, a runtime suspend (usb-redir suppress-remote-wake=off, power/persist 1); the device loses power while suspended (the emulator's SIGUSR2), the resume fails and USB core retries it as a reset-resume: lan78xx_reset_resume() must leave phylink stopped, as suspend left it, and return (00-net-fixes patch 5: without it phylink_resume() starts the PHY, whose MDIO read waits in usb_autopm_get_interface() for this very resume, and the writer of power/control hangs in pm_runtime_forbid()), then come back with the user's address in RX_ADDRH/RX_ADDRL and MAF 0; pings"
overlay=emu-7800-dt.dtso
timeout=120
EMU_DEVICE=lan7800
EMU_ARGS=(--eeprom none --otp none)
EMU_EXPECT=02:11:22:33:78:00
EMU_NODE=/pcie@10000000/usb@2,0/ethernet@5
EMU_USER_MAC=02:aa:bb:cc:78:05
EMU_REDIR_OPTS=suppress-remote-wake=off
. "$top/tests/emu/scenario-lib.sh"
guest_env+=(EMU_USER_MAC="$EMU_USER_MAC")

# the guest says when the device is suspended: it loses power then
emu_power_loss_on_suspend 60

emu_host_extra() {
	local log=$SCEN_DIR/emu$BOOT.jsonl
	emu_host_power_lost
	host_is "$("$emu_dir/emulog" "$log" macs RX_ADDRH/RX_ADDRL | tr '\n' ' ')" "$EMU_EXPECT $EMU_USER_MAC $EMU_USER_MAC " \
		"RX_ADDRH/RX_ADDRL: the board's at probe, the user's when set and again after the reset-resume"
}
