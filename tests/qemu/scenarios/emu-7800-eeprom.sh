# shellcheck shell=bash
desc="lan95xx-emu LAN7800 (lan78xx), EEPROM with an address, no node: the chip loads it, the driver keeps it"
EMU_DEVICE=lan7800
EMU_ARGS=(--eeprom 02:ee:00:00:78:00)
EMU_EXPECT=02:ee:00:00:78:00
. "$top/tests/emu/scenario-lib.sh"

emu_host_extra() {
	local log=$SCEN_DIR/emu$BOOT.jsonl
	host_is "$("$emu_dir/emulog" "$log" field start addr_regs)" "02:ee:00:00:78:00" \
		"RX_ADDRH/RX_ADDRL held the EEPROM address at power-on"
	host_is "$("$emu_dir/emulog" "$log" count e2p cmd=read addr=1)" 0 \
		"lan78xx_init_mac_address() found the registers valid and read no address from the EEPROM"
}
