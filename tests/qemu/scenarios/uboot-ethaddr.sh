# shellcheck shell=bash disable=SC2046
desc="U-Boot: ethaddr written into the node aliases/ethernet0 points to; Linux reads it (cdc_ether: not used, one warning)"
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
