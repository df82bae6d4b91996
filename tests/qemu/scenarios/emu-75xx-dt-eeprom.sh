# shellcheck shell=bash
desc="lan95xx-emu LAN7500, EEPROM address and local-mac-address: the device tree wins"
overlay=emu-75xx-dt.dtso
EMU_DEVICE=lan7500
EMU_ARGS=(--eeprom 02:ee:00:00:75:00)
EMU_EXPECT=02:11:22:33:75:00
EMU_NODE=/pcie@10000000/usb@2,0/ethernet@5
. "$top/tests/emu/scenario-lib.sh"
emu_eeprom_overridden_checks
