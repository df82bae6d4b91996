# shellcheck shell=bash disable=SC2046
desc="a device node whose function is described by an interface child (no combined node: usb-net has two configurations): the address on the device node reaches cdc_ether, which names it in its one warning; an address on the interface node wins"
overlay=ehci-usbnet-interface.dtso
qemu_args=(
	"${ich9_ehci[@]}"
	-device usb-hub,bus=ehci.0,port=1
	$(usb_net ehci.0 1.1 52:54:00:00:05:01)
	$(usb_net ehci.0 1.2 52:54:00:00:05:02)
)
