# shellcheck shell=bash disable=SC2046
board=opipc
desc="Orange Pi PC (arm32): QEMU's usb-net behind the hub on OHCI1 unplugged and replugged through QEMU's monitor, 10 times: the node re-attaches, same name (label), the device's own address and one unused-address warning each round (cdc_ether)"
overlay=ohci-hub-net.dtso
timeout=360
qemu_args=(
	-device usb-hub,bus=usb-bus.5,port=1
	$(usb_net usb-bus.5 1.1 52:54:00:12:34:01 id=net1)
)

host_during() {
	usb_replug_rounds 10 net1 usb-net,bus=usb-bus.5,port=1.1,netdev=un_usb-bus_1_1,mac=52:54:00:12:34:01,id=net1
}
