# shellcheck shell=bash
desc="lan95xx-emu LAN9514, EEPROM with an address, no node: the EEPROM address"
EMU_DEVICE=lan9514
EMU_ARGS=(--eeprom 02:ee:00:00:95:14)
EMU_EXPECT=02:ee:00:00:95:14
. "$top/tests/emu/scenario-lib.sh"

emu_host_extra() {
	host_is "$("$emu_dir/emulog" "$SCEN_DIR/emu$BOOT.jsonl" count e2p cmd=read)" 6 \
		"driver read the 6 address bytes from the EEPROM"
}
