# shellcheck shell=bash
desc="port numbering, U-Boot against Linux: the same devices (xHCI USB 3 and USB 2.0 root ports, one and two hubs, EHCI root port) booted through the project's U-Boot (its usb tree names each device's node) and then Linux (of_node): both take the same node for every device; the table goes to port-table.txt"
boot=uboot
board_uboot_bin=build/u-boot-qemu_arm64.bin
overlay=uboot-port-table.dtso
timeout=240
uboot_cmds="usb start; usb tree -n; usb stop"
# where each device sits (QEMU's port path on its bus), its serial number,
# the node both must take
port_table=(
	"xhci.0 1 xhci-ss-root1 /pcie@10000000/usb@2,0/disk@1"
	"xhci.0 2 - /pcie@10000000/usb@2,0/hub@6"
	"xhci.0 2.1 xhci-hub-1 /pcie@10000000/usb@2,0/hub@6/disk@1"
	"xhci.0 2.2 - /pcie@10000000/usb@2,0/hub@6/hub@2"
	"xhci.0 2.2.1 xhci-hub-hub-1 /pcie@10000000/usb@2,0/hub@6/hub@2/disk@1"
	"ehci.0 2 ehci-root2 /pcie@10000000/usb@3,0/disk@2"
)
qemu_args=("${qemu_xhci[@]}" -device ich9-usb-ehci1,id=ehci,addr=3)
for e in "${port_table[@]}"; do
	read -r bus port serial node <<<"$e"
	if [ "$serial" = - ]; then
		qemu_args+=(-device "usb-hub,bus=$bus,port=$port")
	else
		qemu_args+=(-drive "if=none,id=$serial,format=raw,file=$SCEN_DIR/$serial.img"
			-device "usb-storage,bus=$bus,port=$port,drive=$serial,serial=$serial")
	fi
done
. "$top/tests/qemu/lib/uboot.sh"

host_pre() {
	local e bus port serial node
	for e in "${port_table[@]}"; do
		read -r bus port serial node <<<"$e"
		[ "$serial" = - ] || truncate -s 1M "$SCEN_DIR/$serial.img"
	done
}

# the row of each device: where it is, the node U-Boot bound (usb tree:
# its serial on the line above the node; hubs by their place in the
# tree), the node Linux attached (the guest's "@@NODE serial node" lines)
host_post() {
	local e bus port serial node ub lx u rows=() hubs
	u=$(tr -d '\r\b' <"$UBOOT_LOG")
	hubs=$(uboot_usb_nodes "$UBOOT_LOG" | awk -F'\t' '$1 == "Hub" && $2 ~ /hub@/ { print $2 }')
	for e in "${port_table[@]}"; do
		read -r bus port serial node <<<"$e"
		if [ "$serial" = - ]; then
			ub=$(grep -xF "$node" <<<"$hubs" || echo -)
			lx=$(tr -d '\r' <"$CONSOLE_LOG" | awk -v p="$node" '$1 == "@@HUBNODE" && $2 == p { print $2 }' | head -n 1)
		else
			ub=$(awk -v s="$serial" 'f && /\// { sub(/^[ |]*/, ""); print; exit } { f = ($NF == s) }' <<<"$u")
			lx=$(tr -d '\r' <"$CONSOLE_LOG" | awk -v s="$serial" '$1 == "@@NODE" && $2 == s { print $3 }' | head -n 1)
		fi
		host_is "${ub:--}" "$node" "U-Boot: the device at $bus port $port has $node"
		host_is "${lx:--}" "$node" "Linux: the device at $bus port $port has $node"
		rows+=("$(printf '| %s | %s | %s | %s | %s |' "$bus" "$port" "${ub:--}" "${lx:--}" "$([ "$ub" = "$lx" ] && echo yes || echo NO)")")
	done
	{ echo "| QEMU bus | port | U-Boot's node | Linux's node | agree |"
	  echo "|---|---|---|---|---|"
	  printf '%s\n' "${rows[@]}"; } >"$SCEN_DIR/port-table.txt"
}
