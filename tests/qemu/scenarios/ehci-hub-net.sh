# shellcheck shell=bash
desc="EHCI + UHCI companions: full-speed hub and usb-net get their nodes under the companion (6.12)"
overlay=ehci-hub-net.dtso
qemu_args=(
	-device ich9-usb-ehci1,id=ehci,addr=3.7,multifunction=on
	-device ich9-usb-uhci1,masterbus=ehci.0,firstport=0,addr=3.0,multifunction=on
	-device ich9-usb-uhci2,masterbus=ehci.0,firstport=2,addr=3.1,multifunction=on
	-device ich9-usb-uhci3,masterbus=ehci.0,firstport=4,addr=3.2,multifunction=on
	-device usb-hub,bus=ehci.0,port=1
	-netdev user,id=n0,restrict=on
	-device usb-net,bus=ehci.0,port=1.2,netdev=n0,mac=52:54:00:12:34:02
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
