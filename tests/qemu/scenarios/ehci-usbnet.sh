# shellcheck shell=bash disable=SC2046
desc="usbnet on EHCI/UHCI: cdc_ether and rndis_host take address and name from the device tree"
overlay=ehci-usbnet.dtso
qemu_args=(
	"${ich9_ehci[@]}"
	-device usb-hub,bus=ehci.0,port=1
	$(usb_net ehci.0 1.1 52:54:00:00:04:01)
	$(usb_net ehci.0 1.2 52:54:00:00:04:02)
)

guest() {
	hub=$(usb_wait 0409 55aa) || diag "no hub"
	h=$(basename "$hub")
	wait_for "$hub.1" && wait_for "$hub.2" || diag "devices missing"
	is "$(netdev_of "$hub.1")" "uplink" "cdc_ether: interface named by label"
	is "$(netattr uplink address)" "02:00:00:dd:00:01" "cdc_ether: local-mac-address"
	is "$(basename "$(readlink -f "$hub.1/$h.1:1.0/driver")")" "cdc_ether" "cdc_ether drives port 1"
	# switch port 2 to the RNDIS configuration
	netdev_of "$hub.2" >/dev/null
	rc=$(cat "$hub.2/bConfigurationValue")
	for c in 1 2; do [ "$c" != "$rc" ] && echo "$c" >"$hub.2/bConfigurationValue"; done
	wait_for "$hub.2/$h.2:2.0/driver" 20 || wait_for "$hub.2/$h.2:1.0/driver" 5
	drv=$(basename "$(readlink -f "$hub.2/$h.2:$(cat "$hub.2/bConfigurationValue").0/driver")")
	is "$drv" "rndis_host" "rndis_host drives port 2 after the configuration switch"
	is "$(netdev_of "$hub.2")" "rndis0" "rndis_host: interface named by label"
	is "$(netattr rndis0 address)" "02:00:00:dd:00:02" "rndis_host: mac-address"
	is "$(netattr rndis0 name_assign_type)" "2" "rndis_host: name_assign_type 2"
}
