# shellcheck shell=bash disable=SC2034
desc="lan95xx-emu LAN7800 (lan78xx), board's address in its node: user space sets another, then USBDEVFS_RESET (usbreset): lan78xx has no pre_reset, so it is unbound and bound again: a new interface with the board's address (the user's went with the old one), in RX_ADDRH/RX_ADDRL and MAF 0, pings"
overlay=emu-7800-dt.dtso
EMU_DEVICE=lan7800
EMU_ARGS=(--eeprom none --otp none)
EMU_EXPECT=02:11:22:33:78:00
EMU_NODE=/pcie@10000000/usb@2,0/ethernet@5
. "$top/tests/emu/scenario-lib.sh"
USER_MAC=02:aa:bb:cc:78:01
guest_env+=(USER_MAC="$USER_MAC" USER_CYCLE=usbreset)

emu_host_extra() {
	local log=$SCEN_DIR/emu$BOOT.jsonl
	host_is "$("$emu_dir/emulog" "$log" macs RX_ADDRH/RX_ADDRL | uniq | tr '\n' ' ')" "$EMU_EXPECT $USER_MAC $EMU_EXPECT " \
		"RX_ADDRH/RX_ADDRL: the node's address, the user's, the node's again after the reset"
	host_is "$("$emu_dir/emulog" "$log" count connect)" 1 "the device was announced once: a reset, not an unplug"
}
