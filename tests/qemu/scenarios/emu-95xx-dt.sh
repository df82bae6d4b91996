# shellcheck shell=bash
desc="lan95xx-emu LAN9514, no EEPROM, local-mac-address in its node: interface, ADDRH/ADDRL (also after a reset), ping source"
overlay=emu-95xx-dt.dtso
EMU_DEVICE=lan9514
EMU_ARGS=(--eeprom none)
EMU_EXPECT=02:11:22:33:44:55
EMU_NODE=/pcie@10000000/usb@2,0/ethernet@5
. "$top/tests/emu/scenario-lib.sh"

emu_host_extra() {
	local log=$SCEN_DIR/emu$BOOT.jsonl
	host_is "$("$emu_dir/emulog" "$log" macs ADDRH/ADDRL | sort -u | tr '\n' ' ')" "02:11:22:33:44:55 " \
		"ADDRH/ADDRL never held any address but the node's (bind, open, reset)"
	host_ok "the address was programmed at bind and again at each open" \
		test "$("$emu_dir/emulog" "$log" macs ADDRH/ADDRL | wc -l)" -ge 3
}
