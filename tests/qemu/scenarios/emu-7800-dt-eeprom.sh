# shellcheck shell=bash
desc="lan95xx-emu LAN7800 (lan78xx), EEPROM address and local-mac-address: as on 7.3, the address the chip loaded from its EEPROM stays (the device tree is asked only when the chip has none), in the interface and in RX_ADDRH/RX_ADDRL and MAF 0 (pings answered at it)"
overlay=emu-7800-dt.dtso
EMU_DEVICE=lan7800
EMU_ARGS=(--eeprom 02:ee:00:00:78:00)
# The chip loads 02:ee:00:00:78:00 from its EEPROM at reset; 7.3 keeps it
# and asks the device tree only when the chip has none
# (lan78xx_init_mac_address()). The series keeps that order: a board with
# both keeps the address the stock kernel gives it.
EMU_EXPECT=02:ee:00:00:78:00
EMU_NODE=/pcie@10000000/usb@2,0/ethernet@5
. "$top/tests/emu/scenario-lib.sh"

emu_host_extra() {
	local log=$SCEN_DIR/emu$BOOT.jsonl
	host_is "$("$emu_dir/emulog" "$log" macs RX_ADDRH/RX_ADDRL | tail -n 1)" "02:ee:00:00:78:00" \
		"RX_ADDRH/RX_ADDRL end with the EEPROM's address, not the node's"
}
