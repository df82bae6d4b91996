# shellcheck shell=bash
desc="lan95xx-emu LAN7800 (lan78xx), EEPROM address and local-mac-address: today the EEPROM address wins (lan78xx reads the node only when RX_ADDRH/L are invalid)"
overlay=emu-7800-dt.dtso
EMU_DEVICE=lan7800
EMU_ARGS=(--eeprom 02:ee:00:00:78:00)
# 6.12 + series: lan78xx_init_mac_address() keeps a valid address the chip
# loaded from its EEPROM and never asks the device tree; the node's
# 02:11:22:33:78:00 loses. This records today's driver, not the goal.
EMU_EXPECT=02:ee:00:00:78:00
EMU_NODE=/pcie@10000000/usb@2,0/ethernet@5
. "$top/tests/emu/scenario-lib.sh"

emu_host_extra() {
	host_ok "the node's address never reached RX_ADDRH/RX_ADDRL" \
		sh -c "! '$emu_dir/emulog' '$SCEN_DIR/emu$BOOT.jsonl' macs RX_ADDRH/RX_ADDRL | grep -q 02:11:22:33:78:00"
}
