# shellcheck shell=bash disable=SC2046
desc="unplug and replug through QEMU's monitor, 20 times: the node re-attaches, same name (label), the device's own address and one unused-address warning each round (cdc_ether)"
overlay=xhci-hub-lan0.dtso
timeout=360
qemu_args=(
	"${qemu_xhci[@]}"
	-device usb-hub,bus=xhci.0,port=1
	$(usb_net xhci.0 1.1 52:54:00:12:34:01 id=net1)
)

host_during() {
	usb_replug_rounds 20 net1 usb-net,bus=xhci.0,port=1.1,netdev=un_xhci_1_1,mac=52:54:00:12:34:01,id=net1
}
