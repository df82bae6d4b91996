# shellcheck shell=bash disable=SC2046
desc="xHCI: usb-net behind a hub gets the node the overlay put there (attach by port, kept from 6.12)"
overlay=xhci-hub-net.dtso
qemu_args=(
	"${qemu_xhci[@]}"
	-device usb-hub,bus=xhci.0,port=1
	$(usb_net xhci.0 1.1 52:54:00:12:34:01)
)

guest() {
	ctl=/sys/bus/pci/devices/0000:00:02.0
	is "$(of_path $ctl)" "/pcie@10000000/usb@2,0" "xHCI PCI function has its node"
	hub=$(usb_wait 0409 55aa) || diag "no hub"
	is "$(of_path "$hub")" "/pcie@10000000/usb@2,0/hub@5" "hub has its node"
	net=$(usb_wait 0525 a4a2) || diag "no usb-net"
	is "$(basename "$net")" "$(basename "$hub").1" "usb-net is on hub port 1"
	is "$(of_path "$net")" "/pcie@10000000/usb@2,0/hub@5/ethernet@1" "usb-net has its node"
	is "$(cat "$(hub_port "$hub" 1)/connect_type")" "hardwired" "hub port 1 is hard-wired"
	is "$(cat "$(hub_port "$hub" 2)/connect_type")" "not used" "hub port 2 is not used"
}
