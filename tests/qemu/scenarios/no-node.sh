# shellcheck shell=bash disable=SC2046
desc="no device-tree node: usb-net named and addressed as without a device tree"
qemu_args=(
	"${qemu_xhci[@]}"
	-device usb-hub,bus=xhci.0,port=1
	$(usb_net xhci.0 1.1 52:54:00:12:34:03)
)
