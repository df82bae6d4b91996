# shellcheck shell=bash
desc="lan95xx-emu LAN7500, no EEPROM, local-mac-address in its node: interface, RX_ADDRH/RX_ADDRL, ping source"
overlay=emu-75xx-dt.dtso
EMU_DEVICE=lan7500
EMU_ARGS=(--eeprom none)
EMU_EXPECT=02:11:22:33:75:00
EMU_NODE=/pcie@10000000/usb@2,0/ethernet@5
. "$top/tests/emu/scenario-lib.sh"
