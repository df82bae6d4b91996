# shellcheck shell=bash
desc="lan95xx-emu under valgrind through a whole scenario (device-tree address, 20 pings): no error, no leak"
overlay=emu-95xx-dt.dtso
EMU_DEVICE=lan9514
EMU_ARGS=(--eeprom none)
EMU_EXPECT=02:11:22:33:44:55
EMU_NODE=/pcie@10000000/usb@2,0/ethernet@5
EMU_PINGS=20
EMU_VALGRIND=1
timeout=240
. "$top/tests/emu/scenario-lib.sh"
