# shellcheck shell=bash
desc="lan95xx-emu LAN7500, no EEPROM, no node: random address, a new one each boot; ping"
boots=2
EMU_DEVICE=lan7500
EMU_ARGS=(--eeprom none)
EMU_EXPECT=random
. "$top/tests/emu/scenario-lib.sh"
emu_no_eeprom_checks
