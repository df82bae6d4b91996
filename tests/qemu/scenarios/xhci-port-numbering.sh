# shellcheck shell=bash disable=SC2046
desc="xHCI root ports: device lookup and connect_type both use raw port numbers"
overlay=xhci-port-numbering.dtso
qemu_args=(
	"${qemu_xhci[@]}"
	$(usb_net xhci.0 1 52:54:00:12:34:11)
	$(usb_net xhci.0 2 52:54:00:12:34:12)
)
