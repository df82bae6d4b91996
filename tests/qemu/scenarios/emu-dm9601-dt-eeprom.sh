# shellcheck shell=bash
desc="lan95xx-emu DM9601 (dm9601), EEPROM address and local-mac-address: bind() keeps the EEPROM's address in PAR, usbnet then programs the node's through dm9601's ndo_set_mac_address; the chip answers at the board's address"
overlay=emu-dm9601-dt.dtso
EMU_DEVICE=dm9601
EMU_ARGS=(--eeprom 02:ee:00:00:96:01)
# dm9601 is a bind()-time chip: it reads PAR in bind() and writes it only
# when invalid, so PAR keeps the EEPROM address. usbnet's after-bind step
# sees the board's address differs and asks dm9601 to program it; the
# pings (no rx_drop) show the chip filters on the board's address.
EMU_EXPECT=02:11:22:33:96:01
EMU_NODE=/pcie@10000000/usb@2,0/ethernet@5
. "$top/tests/emu/scenario-lib.sh"

emu_host_extra() {
	host_is "$("$emu_dir/emulog" "$SCEN_DIR/emu$BOOT.jsonl" macs PAR | tail -n 1)" "02:11:22:33:96:01" \
		"PAR ends with the node's address, programmed after bind()"
}
