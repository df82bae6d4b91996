# shellcheck shell=bash disable=SC2046
desc="EHCI + UHCI companions: full-speed hub and usb-net get their nodes under the companion (kept from 6.12)"
overlay=ehci-hub-net.dtso
qemu_args=(
	"${ich9_ehci[@]}"
	-device usb-hub,bus=ehci.0,port=1
	$(usb_net ehci.0 1.2 52:54:00:12:34:02)
)

guest() {
	is "$(of_path /sys/bus/pci/devices/0000:00:03.0)" "/pcie@10000000/usb@3,0" "UHCI companion has its node"
	is "$(of_path /sys/bus/pci/devices/0000:00:03.7)" "/pcie@10000000/usb@3,7" "EHCI has its node"
	hub=$(usb_wait 0409 55aa) || diag "no hub"
	like "$(readlink -f "$hub")" "/0000:00:03.0/usb[0-9]+/" "hub enumerated under the UHCI companion"
	is "$(of_path "$hub")" "/pcie@10000000/usb@3,0/hub@1" "hub has its node"
	net=$(usb_wait 0525 a4a2) || diag "no usb-net"
	is "$(basename "$net")" "$(basename "$hub").2" "usb-net is on hub port 2"
	is "$(of_path "$net")" "/pcie@10000000/usb@3,0/hub@1/ethernet@2" "usb-net has its node"
	ok "usb-net has a network interface" netdev_of "$net"
}
