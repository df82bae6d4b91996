# shellcheck shell=bash
desc="lan95xx-emu DM9601 (dm9601), no EEPROM, no node: bind() generates a random address and writes it into PAR, the chip filters on the interface's address; ping"
boots=2
EMU_DEVICE=dm9601
EMU_ARGS=(--eeprom none)
EMU_EXPECT=random
# dm9601_bind() finds PAR invalid; with no address preset from the device
# tree it generates a random one and programs it (6.12 programmed
# 00:00:00:00:00:00 and usbnet chose a random address after bind(), which
# the chip then dropped every unicast frame for). The generic checks
# compare PAR with the interface address the guest reports.
. "$top/tests/emu/scenario-lib.sh"
