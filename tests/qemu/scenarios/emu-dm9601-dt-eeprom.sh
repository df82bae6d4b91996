# shellcheck shell=bash
desc="lan95xx-emu DM9601 (dm9601), EEPROM address and local-mac-address: the interface takes the node's, PAR keeps the EEPROM's, the chip drops the replies (today's 6.12 + series)"
overlay=emu-dm9601-dt.dtso
EMU_DEVICE=dm9601
EMU_ARGS=(--eeprom 02:ee:00:00:96:01)
# usbnet applies the node's address after bind(); dm9601 wrote PAR only
# if it was invalid, so PAR keeps the EEPROM address and the filter drops
# unicast frames to the interface address, as the real part would
EMU_EXPECT=02:11:22:33:96:01
EMU_NODE=/pcie@10000000/usb@2,0/ethernet@5
EMU_FILTERED=02:ee:00:00:96:01
. "$top/tests/emu/scenario-lib.sh"
