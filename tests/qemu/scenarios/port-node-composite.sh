# shellcheck shell=bash disable=SC2034
desc="lan95xx-emu LAN9514 made composite (--composite: a second vendor-specific interface), EEPROM address; boot 1: its port described by a compatible-less LED-trigger port node (bcm-ns.dtsi style): the device keeps the port's node, stock eth0, the chip's own address, no netdev of_node, no 'several network functions' or 'does not name' warning; boot 2: the same device under a node usb424,ec00 with an address and a label: one 'several network functions' warning for interface 0, no label, no netdev of_node; smsc95xx still takes the node's address through 6.12's own lookup of the device node (DT ABI: 6.12 did), in the interface and ADDRH/ADDRL; boot 3: the node names the device and gives no address and no label (a modem's node, for its supplies): no warning, the chip's own address"
boots=3
EMU_DEVICE=lan9514
EMU_EEPROM=02:11:22:33:95:c0
EMU_ARGS=(--eeprom "$EMU_EEPROM" --composite)
EMU_EXPECT=$EMU_EEPROM
NODE_MAC=02:11:22:33:44:c5
if [ "${BOOT:-1}" = 2 ]; then
	EMU_EXPECT=$NODE_MAC
	overlay=port-node-composite-named.dtso
	EMU_NODE=/pcie@10000000/usb@2,0/ethernet@5
elif [ "${BOOT:-1}" = 3 ]; then
	overlay=port-node-composite-bare.dtso
	EMU_NODE=/pcie@10000000/usb@2,0/ethernet@5
else
	overlay=port-node-composite.dtso
	EMU_NODE=/pcie@10000000/usb@2,0/port@5
fi
. "$top/tests/emu/scenario-lib.sh"

emu_host_extra() {
	local log=$SCEN_DIR/emu$BOOT.jsonl
	host_is "$("$emu_dir/emulog" "$log" macs ADDRH/ADDRL | sort -u | tr '\n' ' ')" "$EMU_EXPECT " \
		"boot $BOOT: ADDRH/ADDRL only ever held $([ "$BOOT" = 2 ] && echo "the node's address (smsc95xx's 6.12 lookup)" || echo "the chip's own (EEPROM)")"
	host_is "$("$emu_dir/emulog" "$log" count config value=1)" 1 \
		"boot $BOOT: the composite configuration was set once"
}
