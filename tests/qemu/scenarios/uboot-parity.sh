# shellcheck shell=bash disable=SC2046
desc="parity: the dtb Linux got from U-Boot holds the same ethernet properties as usbdt set-mac --env"
boot=uboot
overlay=uboot-nics.dtso
uboot_env=(ethaddr=02:aa:bb:cc:dd:01 eth1addr=02:aa:bb:cc:dd:02)
qemu_args=(
	"${qemu_xhci[@]}"
	-device usb-hub,bus=xhci.0,port=1
	$(usb_net xhci.0 1.1 52:54:00:00:05:01)
	$(usb_net xhci.0 1.2 52:54:00:00:05:02)
)

host_pre() {
	make -s -C "$top/usbdt" >/dev/null
}

# props DTB NODE: "name=hex" lines of every property of NODE
props() {
	fdtget -p "$1" "$2" | LC_ALL=C sort | while read -r p; do
		echo "$p=$(fdtget -t bx "$1" "$2" "$p" | tr -d ' \n')"
	done
}

host_post() {
	local linux=$SCEN_DIR/linux.dtb want=$SCEN_DIR/usbdt.dtb a path
	sed -n '/^@@FDT-BEGIN/,/^@@FDT-END/p' "$CONSOLE_LOG" | tr -d '\r' | sed '1d;$d' |
		base64 -d >"$linux" 2>/dev/null
	host_ok "the guest's /sys/firmware/fdt came out whole" fdtget "$linux" / compatible
	host_ok "usbdt set-mac --env on the board dtb" \
		"$top/usbdt/usbdt" set-mac "$SCEN_DIR/board.dtb" --env "$SCEN_DIR/uboot-env.txt" -o "$want"
	for a in ethernet0 ethernet1; do
		path=$(fdtget "$want" /aliases "$a")
		host_is "$(props "$linux" "$path" | tr '\n' ' ')" "$(props "$want" "$path" | tr '\n' ' ')" \
			"$a ($path): Linux's node and usbdt's are byte for byte equal"
	done
	host_ok "usbdt wrote the address (parity is not vacuous)" \
		sh -c "fdtget -t bx '$want' '$(fdtget "$want" /aliases ethernet1)' mac-address | grep -qi '2 aa bb cc dd 2'"
}
