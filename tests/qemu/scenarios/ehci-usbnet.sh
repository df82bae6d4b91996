# shellcheck shell=bash disable=SC2046
desc="usbnet on EHCI/UHCI: cdc_ether and rndis_host take name and node from the device tree; the address neither can program: the device's own, one warning each"
overlay=ehci-usbnet.dtso
qemu_args=(
	"${ich9_ehci[@]}"
	-device usb-hub,bus=ehci.0,port=1
	$(usb_net ehci.0 1.1 52:54:00:00:04:01)
	$(usb_net ehci.0 1.2 52:54:00:00:04:02)
)
