# shellcheck shell=bash disable=SC2046
desc="xHCI root ports: the device lookup uses raw port numbers, connect_type the root hub's own (as in 6.12, kept)"
overlay=xhci-port-numbering.dtso
qemu_args=(
	"${qemu_xhci[@]}"
	$(usb_net xhci.0 1 52:54:00:12:34:11)
	$(usb_net xhci.0 2 52:54:00:12:34:12)
)
