# shellcheck shell=bash disable=SC2034,SC2054,SC2207
desc="port nodes without a USB compatible (LED trigger source in the controller and the hub, OF graph port, usb-a-connector, disabled): usb-net there keeps stock 6.12's usbN name, its own address, no netdev of_node, no warning"
overlay=port-node-net.dtso
qemu_args=(
	"${qemu_xhci[@]}"
	-device usb-hub,bus=xhci.0,port=1
	$(usb_net xhci.0 2 52:54:00:00:0f:06)
)
for p in 1 2 3 4; do
	qemu_args+=($(usb_net xhci.0 "1.$p" "52:54:00:00:0f:0$p"))
done
