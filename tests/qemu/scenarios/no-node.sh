# shellcheck shell=bash disable=SC2046
desc="no device-tree node: usb-net named and addressed as without a device tree"
qemu_args=(
	"${qemu_xhci[@]}"
	-device usb-hub,bus=xhci.0,port=1
	$(usb_net xhci.0 1.1 52:54:00:12:34:03)
)

guest() {
	net=$(usb_wait 0525 a4a2) || diag "no usb-net"
	ok "usb-net has no of_node" test ! -e "$net/of_node"
	ok "xHCI has no of_node" test ! -e /sys/bus/pci/devices/0000:00:02.0/of_node
	ifc=$(netdev_of "$net")
	like "$ifc" "^usb[0-9]+$" "interface named usbN (cdc_ether, point-to-point default)"
	drv=$(basename "$(readlink -f "$net/$(basename "$net"):1.0/driver")")
	is "$drv" "cdc_ether" "cdc_ether drives it"
	# QEMU 7.2 usb-net reports its mac= in the CDC iMACAddress string
	is "$(netattr "$ifc" address)" "52:54:00:12:34:03" "address from the CDC descriptor (QEMU mac=)"
	is "$(netattr "$ifc" addr_assign_type)" "0" "addr_assign_type: permanent (NET_ADDR_PERM)"
	is "$(netattr "$ifc" name_assign_type)" "1" "name_assign_type: enumerated (NET_NAME_ENUM)"
	ok "netdev has no of_node" test ! -e "/sys/class/net/$ifc/of_node"
}
