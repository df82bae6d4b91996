# shellcheck shell=bash disable=SC2046
desc="unplug and replug through QEMU's monitor, 20 times: the node re-attaches, same name (label), the device's own address and one unused-address warning each round (cdc_ether)"
overlay=xhci-hub-lan0.dtso
timeout=240
qemu_args=(
	"${qemu_xhci[@]}"
	-device usb-hub,bus=xhci.0,port=1
	$(usb_net xhci.0 1.1 52:54:00:12:34:01 id=net1)
)

host_during() {
	for i in $(seq 1 20); do
		console_wait "^@@PLUGGED $i\$" 60 || { echo "round $i: guest did not see the device"; return; }
		qemu_monitor "device_del net1"
		[ "$i" = 20 ] && break
		console_wait "^@@GONE $i\$" 60 || { echo "round $i: guest did not see the removal"; return; }
		qemu_monitor "device_add usb-net,bus=xhci.0,port=1.1,netdev=un_xhci_1_1,mac=52:54:00:12:34:01,id=net1"
	done
}
