# shellcheck shell=bash
desc="lan95xx-emu DM9601 (dm9601), EEPROM with an address, no node: PAR from the EEPROM, taken in bind(); ping"
EMU_DEVICE=dm9601
EMU_ARGS=(--eeprom 02:ee:00:00:96:01)
EMU_EXPECT=02:ee:00:00:96:01
# dm9601_bind() sets the address with eth_hw_addr_set(): permanent (0)
. "$top/tests/emu/scenario-lib.sh"

emu_host_extra() {
	host_is "$("$emu_dir/emulog" "$SCEN_DIR/emu$BOOT.jsonl" count mac regs=PAR)" 0 \
		"the driver found PAR valid and never wrote it"
}
