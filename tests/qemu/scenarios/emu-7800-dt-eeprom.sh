# shellcheck shell=bash
desc="lan95xx-emu LAN7800 (lan78xx), EEPROM address and local-mac-address: the board's address wins over the one the chip loaded from its EEPROM, in the interface and in RX_ADDRH/RX_ADDRL and MAF 0 (pings answered at it)"
overlay=emu-7800-dt.dtso
EMU_DEVICE=lan7800
EMU_ARGS=(--eeprom 02:ee:00:00:78:00)
# The chip loads 02:ee:00:00:78:00 from its EEPROM at reset; 6.12 kept it
# and never asked the device tree. With usb_net_of, lan78xx writes the
# node's address into the chip, and the pings show it filters on it.
EMU_EXPECT=02:11:22:33:78:00
EMU_NODE=/pcie@10000000/usb@2,0/ethernet@5
. "$top/tests/emu/scenario-lib.sh"

emu_host_extra() {
	local log=$SCEN_DIR/emu$BOOT.jsonl
	host_is "$("$emu_dir/emulog" "$log" macs RX_ADDRH/RX_ADDRL | tail -n 1)" "02:11:22:33:78:00" \
		"RX_ADDRH/RX_ADDRL end with the node's address, not the EEPROM's"
}
