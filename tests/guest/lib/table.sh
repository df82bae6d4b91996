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

# _mac_from IFACE: where the interface's address came from
_mac_from() {
	_a=$(cat "/sys/class/net/$1/address")
	if [ -e "/sys/class/net/$1/of_node" ]; then
		for _p in mac-address local-mac-address; do
			_f=/sys/class/net/$1/of_node/$_p
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
		node=""
		[ -e "$n/of_node" ] && node=$(readlink -f "$n/of_node" | sed 's|^/sys/firmware/devicetree/base||')
		printf '%-10s %-18s %-21s %-12s %-8s %s\n' "$i" "$(cat "$n/address")" \
			"$(_mac_from "$i")" \
			"$(_name_type "$(cat "$n/name_assign_type" 2>/dev/null)")" "${usb:--}" "${node:--}"
	done
}
