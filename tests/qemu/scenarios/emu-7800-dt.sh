# shellcheck shell=bash
desc="lan95xx-emu LAN7800 (lan78xx), no EEPROM, blank OTP, local-mac-address in its node: the node's address in RX_ADDRH/RX_ADDRL and MAF 0; ping"
overlay=emu-7800-dt.dtso
EMU_DEVICE=lan7800
EMU_ARGS=(--eeprom none --otp none)
EMU_EXPECT=02:11:22:33:78:00
EMU_NODE=/pcie@10000000/usb@2,0/ethernet@5
. "$top/tests/emu/scenario-lib.sh"

emu_host_extra() {
	local log=$SCEN_DIR/emu$BOOT.jsonl
	host_is "$("$emu_dir/emulog" "$log" field start addr_regs)" "ff:ff:ff:ff:ff:ff" \
		"RX_ADDRH/RX_ADDRL invalid at power-on, so lan78xx looks further"
	host_is "$("$emu_dir/emulog" "$log" macs RX_ADDRH/RX_ADDRL | sort -u | tr '\n' ' ')" "02:11:22:33:78:00 " \
		"RX_ADDRH/RX_ADDRL never held any address but the node's"
}
