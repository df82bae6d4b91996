# shellcheck shell=bash
desc="lan95xx-emu DM9601 (dm9601), no EEPROM, local-mac-address in its node: bind() writes the node's address into PAR; ping"
overlay=emu-dm9601-dt.dtso
EMU_DEVICE=dm9601
EMU_ARGS=(--eeprom none)
EMU_EXPECT=02:11:22:33:96:01
EMU_NODE=/pcie@10000000/usb@2,0/ethernet@5
. "$top/tests/emu/scenario-lib.sh"

emu_host_extra() {
	host_is "$("$emu_dir/emulog" "$SCEN_DIR/emu$BOOT.jsonl" macs PAR | tr '\n' ' ')" "02:11:22:33:96:01 " \
		"PAR written once, with the node's address (usbnet presets it before bind)"
}
