# shellcheck shell=bash disable=SC2046
desc="U-Boot: ethaddr without an alias to a USB node changes nothing"
boot=uboot
overlay=xhci-hub-lan0.dtso
uboot_env=(ethaddr=02:aa:bb:cc:dd:01)
qemu_args=(
	"${qemu_xhci[@]}"
	-device usb-hub,bus=xhci.0,port=1
	$(usb_net xhci.0 1.1 52:54:00:12:34:01)
)

host_post() {
	host_ok "U-Boot booted the kernel" grep -q "Starting kernel" "$CONSOLE_LOG"
}
