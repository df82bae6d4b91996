# shellcheck shell=bash disable=SC2046
desc="xHCI root ports: the device lookup uses raw port numbers, connect_type the root hub's own (as in 6.12, kept)"
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
	# connect_type looks up the node whose reg is the root hub's own port
	# number, as 6.12 does: the series keeps that (boards such as the
	# MediaTek ones, whose xHCI numbers its USB 3 ports first, rely on it)
	is "$(cat "$(hub_port $rh 1)/connect_type")" "not used" \
		"USB 2.0 root port 1 connect_type: 'not used' (no node with reg = <1>)"
	is "$(cat "$(hub_port $rh 2)/connect_type")" "hardwired" \
		"USB 2.0 root port 2 connect_type: 'hardwired' (node with reg = <2>)"
	is "$(cat "$(hub_port /sys/bus/usb/devices/usb2 1)/connect_type")" "not used" \
		"USB 3 root port 1 reads 'not used'"
	is "$(cat "$(hub_port /sys/bus/usb/devices/usb2 2)/connect_type")" "hardwired" \
		"USB 3 root port 2 reads 'hardwired': the node with reg = <2>"
}
