# shellcheck shell=bash disable=SC2046
desc="U-Boot: ethaddr written into the node aliases/ethernet0 points to, Linux uses it"
boot=uboot
overlay=uboot-nics.dtso
uboot_env=(ethaddr=02:aa:bb:cc:dd:01)
qemu_args=(
	"${qemu_xhci[@]}"
	-device usb-hub,bus=xhci.0,port=1
	$(usb_net xhci.0 1.1 52:54:00:00:05:01)
	$(usb_net xhci.0 1.2 52:54:00:00:05:02)
)

host_post() {
	host_ok "U-Boot booted the kernel" grep -q "Starting kernel" "$CONSOLE_LOG"
	host_ok "U-Boot reported no fixup error" sh -c '! grep -q "Unable to update property" "$CONSOLE_LOG"'
}

guest() {
	n=/sys/firmware/devicetree/base/pcie@10000000/usb@2,0/hub@5
	usb_wait 0525 a4a2 >/dev/null
	wait_for /sys/class/net/lan0 && wait_for /sys/class/net/lan1
	is "$(hexdump -v -e '6/1 "%02x"' $n/ethernet@1/local-mac-address)" "02aabbccdd01" \
		"ethernet@1: U-Boot wrote ethaddr into local-mac-address"
	ok "ethernet@1: U-Boot created no mac-address" test ! -e $n/ethernet@1/mac-address
	is "$(netattr lan0 address)" "02:aa:bb:cc:dd:01" "lan0 carries ethaddr"
	is "$(hexdump -v -e '6/1 "%02x"' $n/ethernet@2/local-mac-address)" "000000000000" \
		"ethernet@2: no eth1addr, placeholder untouched"
	is "$(netattr lan1 address)" "52:54:00:00:05:02" "lan1: zero placeholder ignored, address of the device"
}
