# shellcheck shell=bash
desc="lan95xx-emu DM9601 (dm9601), no EEPROM, no node: bind() writes 00:00:00:00:00:00 into PAR, usbnet then picks a random address, the chip drops the replies (today's 6.12 + series)"
EMU_DEVICE=dm9601
EMU_ARGS=(--eeprom none)
EMU_EXPECT=random
# dm9601_bind() finds PAR invalid and programs dev_addr, still all zero
# (usbnet sets no address before bind); usbnet_probe() then gives the
# interface eth_hw_addr_random(): the chip filters unicast on 00:..:00
EMU_FILTERED=00:00:00:00:00:00
. "$top/tests/emu/scenario-lib.sh"
