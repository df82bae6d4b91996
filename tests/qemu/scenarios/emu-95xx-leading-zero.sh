# shellcheck shell=bash disable=SC2034
desc="lan95xx-emu LAN9514, node compatible \"usb0424,ec00\" (zero-padded, as mainline writes usb1a40,0101): it names the device as usb424,ec00 does: no warning, the node's local-mac-address (interface, ADDRH/ADDRL, pings), its label lz0 and the netdev's of_node"
overlay=emu-95xx-leading-zero.dtso
EMU_DEVICE=lan9514
EMU_ARGS=(--eeprom none)
EMU_EXPECT=02:11:22:33:44:0a
EMU_NODE=/pcie@10000000/usb@2,0/ethernet@5
. "$top/tests/emu/scenario-lib.sh"

emu_host_extra() {
	local log=$SCEN_DIR/emu$BOOT.jsonl
	host_is "$("$emu_dir/emulog" "$log" macs ADDRH/ADDRL | sort -u | tr '\n' ' ')" "$EMU_EXPECT " \
		"ADDRH/ADDRL never held any address but the node's local-mac-address"
}
