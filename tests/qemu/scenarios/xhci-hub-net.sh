# shellcheck shell=bash disable=SC2046
desc="xHCI: usb-net behind a hub gets the node the overlay put there (attach by port, kept from 6.12)"
overlay=xhci-hub-net.dtso
qemu_args=(
	"${qemu_xhci[@]}"
	-device usb-hub,bus=xhci.0,port=1
	$(usb_net xhci.0 1.1 52:54:00:12:34:01)
)
