# shellcheck shell=sh
# Guest checks shared by the Orange Pi PC scenarios (board opipc).

# opipc_clock_guest: 5 s by the guest's clock between two console lines,
# which the host times (opipc_clock_during, tests/qemu/lib/opipc.sh). The
# lines go through printk (KERN_EMERG, past "dmesg -n 1"), which writes the
# console synchronously: a tty write to the 8250 can sit in its buffer
# while the guest idles, here until the sleep ends
opipc_clock_guest() {
	echo "<0>@@CLOCK-A" >/dev/kmsg
	sleep 5
	echo "<0>@@CLOCK-B" >/dev/kmsg
}

# opipc_fixup_checks NODE ALIAS ADDRESS IFACE: what U-Boot's fdt fixup
# wrote: ALIAS (unless empty) points at NODE, NODE has ADDRESS in
# local-mac-address, and the interface (unless IFACE is empty) has NODE
opipc_fixup_checks() {
	[ -z "$2" ] || is "$(cat "/sys/firmware/devicetree/base/aliases/$2")" "$1" "aliases/$2 is $1"
	is "$(node_mac "/sys/firmware/devicetree/base$1/local-mac-address")" "$3" \
		"U-Boot's fixup wrote local-mac-address $3 into it"
	# the USB device's node; the netdev's of_node too only for a node with
	# a label (usb_net_of_set_node())
	[ -z "$4" ] || is "$(of_path "/sys/class/net/$4/device/..")" "$1" "the interface's USB device has that node"
}
