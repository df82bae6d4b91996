# shellcheck shell=bash
desc="lan95xx-emu LAN9514, no EEPROM, local-mac-address in its node: interface, ADDRH/ADDRL, ping source"
overlay=emu-95xx-dt.dtso
EMU_DEVICE=lan9514
EMU_ARGS=(--eeprom none)
EMU_EXPECT=02:11:22:33:44:55
EMU_NODE=/pcie@10000000/usb@2,0/ethernet@5
. "$top/tests/emu/scenario-lib.sh"
emu_make_guest
