# shellcheck shell=bash
desc="lan95xx-emu LAN9514, blank EEPROM (all 0xff), no node: random address; ping"
EMU_DEVICE=lan9514
EMU_ARGS=(--eeprom blank)
EMU_EXPECT=random
. "$top/tests/emu/scenario-lib.sh"

emu_host_extra() {
	host_is "$("$emu_dir/emulog" "$SCEN_DIR/emu$BOOT.jsonl" count e2p cmd=read data=255)" 6 \
		"driver read 6 address bytes, all 0xff"
}
