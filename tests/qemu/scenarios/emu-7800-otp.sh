# shellcheck shell=bash
desc="lan95xx-emu LAN7800 (lan78xx), no EEPROM, address in OTP, no node: the OTP address"
EMU_DEVICE=lan7800
EMU_ARGS=(--eeprom none --otp 02:07:00:00:78:00)
EMU_EXPECT=02:07:00:00:78:00
. "$top/tests/emu/scenario-lib.sh"

emu_host_extra() {
	host_is "$("$emu_dir/emulog" "$SCEN_DIR/emu$BOOT.jsonl" field start addr_regs)" "02:07:00:00:78:00" \
		"RX_ADDRH/RX_ADDRL held the OTP address at power-on (the configuration loader)"
}
