# shellcheck shell=bash
# Host-side checks of U-Boot's own USB devices, shared by the scenarios that
# boot the project's U-Boot (scripts/build-uboot: patches/u-boot-2023.01,
# whose "usb tree" prints each device's device-tree node below it).

# uboot_usb_nodes LOG: U-Boot's "usb tree" in LOG as lines
# "CLASS-TEXT<TAB>NODE" (NODE "-" for a device U-Boot bound no node to),
# one per device, in the tree's order (the last "usb tree" of the log)
uboot_usb_nodes() {
	tr -d '\r\b' <"$1" | awk '
		/^USB device tree:/ { n = 0; delete cls; delete node; next }
		# a device: "  1  Hub (480 Mb/s, 0mA)", " |+-2  Vendor specific (...)"
		match($0, /^[ |+-]*[0-9]+  [^(]+ \(/) {
			s = substr($0, RSTART, RLENGTH - 2); sub(/^[ |+-]*[0-9]+  /, "", s)
			cls[++n] = s; node[n] = "-"; next
		}
		n && /^[ |]*\// { p = $0; sub(/^[ |]*/, "", p); node[n] = p; next }
		END { for (i = 1; i <= n; i++) printf "%s\t%s\n", cls[i], node[i] }'
}

# uboot_node_is LOG CLASS-TEXT NODE WHAT: the first device of that class in
# U-Boot's usb tree has NODE
uboot_node_is() {
	host_is "$(uboot_usb_nodes "$1" | awk -F'\t' -v c="$2" '$1 == c { print $2; exit }')" "$3" "$4"
}
