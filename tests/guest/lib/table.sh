# Print the board's USB devices with their nodes and its network interfaces.

_addr_type() {
	case "$1" in
	0) echo "device" ;; 1) echo "random" ;; 2) echo "stolen" ;; 3) echo "set" ;; *) echo "?" ;;
	esac
}
_name_type() {
	case "$1" in
	0) echo "unknown" ;; 1) echo "enum" ;; 2) echo "predictable" ;; 3) echo "user" ;; 4) echo "renamed" ;; *) echo "?" ;;
	esac
}

usb_table() {
	printf '%-10s %-9s %-8s %-11s %s\n' DEVICE ID CLASS DRIVER NODE
	for d in /sys/bus/usb/devices/*; do
		[ -f "$d/idVendor" ] || continue
		n=$(basename "$d")
		drv=""
		for i in "$d/$n":*; do
			[ -e "$i/driver" ] && drv=$(basename "$(readlink -f "$i/driver")") && break
		done
		[ -e "$d/driver" ] && [ -z "$drv" ] && drv=$(basename "$(readlink -f "$d/driver")")
		node=$(of_path "$d")
		printf '%-10s %-9s %-8s %-11s %s\n' "$n" "$(cat "$d/idVendor"):$(cat "$d/idProduct")" \
			"$(cat "$d/bDeviceClass")" "${drv:--}" "${node:--}"
	done
}

# _if_node IFACE: the sysfs path of the node that describes the interface:
# the netdev's of_node (a node with a label), else its USB interface's, else
# its USB device's (usb_net_of_find_node(): a node without label is not
# tied to the netdev, so that udev names it as on a stock kernel)
_if_node() {
	for _o in "/sys/class/net/$1/of_node" "/sys/class/net/$1/device/of_node" "/sys/class/net/$1/device/../of_node"; do
		[ -e "$_o" ] && { readlink -f "$_o"; return; }
	done
}

# _mac_from IFACE: where the interface's address came from
_mac_from() {
	_a=$(cat "/sys/class/net/$1/address")
	_o=$(_if_node "$1")
	if [ -n "$_o" ]; then
		for _p in mac-address local-mac-address; do
			_f=$_o/$_p
			[ -f "$_f" ] || continue
			if [ "$(node_mac "$_f")" = "$_a" ]; then
				echo "dt:$_p"
				return
			fi
		done
	fi
	_addr_type "$(cat "/sys/class/net/$1/addr_assign_type")"
}

net_table() {
	printf '%-10s %-18s %-21s %-12s %-8s %s\n' IFACE MAC "MAC FROM" "NAME FROM" USB NODE
	for n in /sys/class/net/*; do
		i=$(basename "$n")
		# interfaces only: bonding's bonding_masters is a file here
		{ [ "$i" = lo ] || [ ! -d "$n" ]; } && continue
		usb=$(readlink -f "$n/device" 2>/dev/null)
		usb=$(basename "${usb%/*}")
		node=$(_if_node "$i" | sed 's|^/sys/firmware/devicetree/base||')
		printf '%-10s %-18s %-21s %-12s %-8s %s\n' "$i" "$(cat "$n/address")" \
			"$(_mac_from "$i")" \
			"$(_name_type "$(cat "$n/name_assign_type" 2>/dev/null)")" "${usb:--}" "${node:--}"
	done
}
