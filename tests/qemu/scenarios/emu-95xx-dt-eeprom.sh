# shellcheck shell=bash
desc="lan95xx-emu LAN9514, EEPROM address and local-mac-address: the device tree wins"
overlay=emu-95xx-dt.dtso
EMU_DEVICE=lan9514
EMU_ARGS=(--eeprom 02:ee:00:00:95:14)
EMU_EXPECT=02:11:22:33:44:55
EMU_NODE=/pcie@10000000/usb@2,0/ethernet@5
. "$top/tests/emu/scenario-lib.sh"
emu_eeprom_overridden_checks
