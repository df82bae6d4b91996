# shellcheck shell=sh
# Guest checks shared by the Raspberry Pi 3 B scenarios (board rpi3b).
rpi3b_eth=/soc/usb@7e980000/usb1@1/ethernet@1

# rpi3b_usb_checks DEVICE: the board's USB: dwc2 on the SoC's controller,
# QEMU's hub on root port 1 with the board's hub node, DEVICE (sysfs) on
# its port 1, hard-wired
rpi3b_usb_checks() {
	is "$(basename "$(readlink -f /sys/bus/platform/devices/3f980000.usb/driver)")" "dwc2" \
		"dwc2 drives the SoC's USB controller (usb@7e980000)"
	_hub=$(usb_wait 0409 55aa) || diag "no hub"
	is "$(basename "$_hub")" "1-1" "QEMU's hub on dwc2's root port 1"
	is "$(of_path "$_hub")" "/soc/usb@7e980000/usb1@1" "the hub has the board's hub node"
	is "$(basename "$1")" "1-1.1" "the device on hub port 1, as the board's LAN9514"
	is "$(cat "$(hub_port "$_hub" 1)/connect_type")" "hardwired" "hub port 1 is hard-wired (ethernet@1)"
}

# rpi3b_fixup_checks IFACE ADDRESS: what U-Boot's fdt fixup wrote:
# aliases/ethernet0's node has the address, and the interface (unless
# IFACE is empty) that node
rpi3b_fixup_checks() {
	_n=/sys/firmware/devicetree/base$rpi3b_eth
	is "$(cat /sys/firmware/devicetree/base/aliases/ethernet0)" "$rpi3b_eth" \
		"aliases/ethernet0 is the in-tree ethernet@1"
	is "$(node_mac "$_n/local-mac-address")" "$2" \
		"U-Boot's fixup wrote local-mac-address into it"
	# ethernet@1 has no label: the node is the LAN9514's, not the netdev's
	# of_node (usb_net_of_set_node()), as on a stock kernel
	[ -z "$1" ] || is "$(of_path "/sys/class/net/$1/device/..")" "$rpi3b_eth" "the interface's USB device has that node"
}
