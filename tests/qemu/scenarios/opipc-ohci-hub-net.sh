# shellcheck shell=bash disable=SC2046
board=opipc
desc="Orange Pi PC (arm32): QEMU's full-speed hub and usb-net on the SoC's OHCI1 (usb@1c1b400) with hub@1/ethernet@1 nodes: the hub and the usb-net get them, the interface the label; cdc_ether keeps the device's own address, one warning"
overlay=ohci-hub-net.dtso
qemu_args=(
	-device usb-hub,bus=usb-bus.5,port=1
	$(usb_net usb-bus.5 1.1 52:54:00:12:34:01)
)
