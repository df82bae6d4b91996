# shellcheck shell=bash disable=SC2046
desc="xHCI: a node stays with the device at its port; only one that names it gives label and node (its address: cdc_ether cannot program one, warned); one firmware-bug warning per device whose node does not name it; a disabled node that names the device leaves it unconfigured, authorization untouched; one that names another device (wrong VID) leaves it configured"
overlay=xhci-identity.dtso
qemu_args=(
	"${qemu_xhci[@]}"
	-device usb-hub,bus=xhci.0,port=1
)
for p in 1 2 3 4 5 6 7 8; do
	qemu_args+=($(usb_net xhci.0 "1.$p" "52:54:00:00:01:0$p"))
done
