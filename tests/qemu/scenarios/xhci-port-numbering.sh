# shellcheck shell=bash disable=SC2046
desc="xHCI root ports: device lookup and connect_type both use raw port numbers"
overlay=xhci-port-numbering.dtso
qemu_args=(
	"${qemu_xhci[@]}"
	$(usb_net xhci.0 1 52:54:00:12:34:11)
	$(usb_net xhci.0 2 52:54:00:12:34:12)
)

guest() {
	wait_for /sys/bus/usb/devices/1-2 || diag "no device on root port 2"
	wait_for /sys/bus/usb/devices/1-1 || diag "no device on root port 1"
	rh=/sys/bus/usb/devices/usb1
	is "$(cat $rh/speed)" "480" "usb1 is the USB 2.0 root hub"
	is "$(of_path /sys/bus/usb/devices/1-1)" "/pcie@10000000/usb@2,0/ethernet@5" \
		"root port 1 device gets the node with reg = <5> (raw port)"
	is "$(of_path /sys/bus/usb/devices/1-2)" "" \
		"root port 2 device does not get the node with reg = <2>"
	is "$(cat "$(hub_port $rh 1)/connect_type")" "hardwired" \
		"root port 1 connect_type reads 'hardwired' (node reg = <5>, raw port)"
	is "$(cat "$(hub_port $rh 2)/connect_type")" "not used" \
		"root port 2 connect_type reads 'not used' (no node at raw port 6)"
	is "$(cat "$(hub_port /sys/bus/usb/devices/usb2 1)/connect_type")" "not used" \
		"USB 3 root port 1 (raw port 1) reads 'not used'"
	is "$(cat "$(hub_port /sys/bus/usb/devices/usb2 2)/connect_type")" "hardwired" \
		"USB 3 root port 2 (raw port 2) reads 'hardwired': the node with reg = <2>"
}
